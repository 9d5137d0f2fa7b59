// Package game runs a duplicate game by the FISF rules: draws and
// rejections, the choice of the top among tied tops, the original formulas,
// the end of the game, and the per-turn results of a player, as a state
// machine of plain data that the UI and the CLI both drive and that can be
// saved after every step.
package game
