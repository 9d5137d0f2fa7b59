package movegen

import "duplicata/engine/tile"

// Rack is tile.Rack, where the rack now lives (below the bag, which draws
// one).
//
// Deprecated: use tile.Rack. Kept only while engine/ballot moves over.
type Rack = tile.Rack

// ParseRack is tile.ParseRack.
//
// Deprecated: use tile.ParseRack. Kept only while engine/ballot moves over.
func ParseRack(s string) (tile.Rack, error) { return tile.ParseRack(s) }
