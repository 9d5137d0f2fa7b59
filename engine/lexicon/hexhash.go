package lexicon

import "encoding/hex"

// HexHash is the lexicon's Hash as lowercase hexadecimal, the form saved
// games, records and the command line name it by.
func (l *Lexicon) HexHash() string { return hex.EncodeToString(l.Hash[:]) }
