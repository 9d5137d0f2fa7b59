// Package bag holds the tiles not yet drawn and makes the draws of a
// duplicate game by the FISF rules (../shared/rules/fisf-duplicate-rules-2026.txt):
// the random draw (§4.1), the minimum of vowels and consonants and the
// rejections (§4.2), the imposed joker of the joker game (§4.8.2) and draws
// of 8 or 9 tiles (§4.8.3), and the ends of game that depend on the tiles
// alone (§4.7).
//
// # The generator
//
// A game is a seed: the same seed must give the same draws on every
// platform, Go version and in wasm, also after the game was saved and
// resumed. So the generator is written here, not taken from math/rand, and
// this is its exact definition (all arithmetic modulo 2⁶⁴, rotl a left
// rotation of 64 bits):
//
//   - Seeding, SplitMix64: z := seed; four times, z += 0x9E3779B97F4A7C15,
//     x := z, x = (x ^ x>>30) * 0xBF58476D1CE4E5B9,
//     x = (x ^ x>>27) * 0x94D049BB133111EB, and the next state word is
//     x ^ x>>31. The words are s0, s1, s2, s3 in that order.
//   - Output, xoshiro256** 1.0: the result is rotl(s1*5, 7) * 9; then
//     t := s1<<17, s2 ^= s0, s3 ^= s1, s1 ^= s2, s0 ^= s3, s2 ^= t,
//     s3 = rotl(s3, 45).
//   - IntN(n), Lemire's multiply-shift with rejection: x := Uint64(), and
//     (hi, lo) the 128-bit product x*n; if lo < n, t := (2⁶⁴−n) mod n and
//     while lo < t draw x again and recompute (hi, lo). The result is hi,
//     uniform in [0, n).
//   - Bag.Take: the tile at position IntN(Len()) when the bag's tiles are
//     lined up jokers first, then A to Z.
//   - Draw: the new tiles are taken one at a time with Take, in the order
//     they are reported; an imposed joker is added after them.
//
// The tests check SplitMix64 and xoshiro256** against their published
// reference outputs and freeze golden values for seeds, IntN, Take and
// whole draws, so that any change to the sequence is caught.
//
// The state is four words and serialises as 64 hex digits (MarshalText, so
// JSON holds a string) or 32 bytes (MarshalBinary): a saved game resumes
// with the very next draw it would have made.
//
// # The minimum: "si le reliquat le permet"
//
// §4.2 asks each draw for two vowels and two consonants during the first
// fifteen turns "si le reliquat le permet", then one of each "à partir du
// seizième coup (ou plus tôt du fait du reliquat)", and ends the game when
// "le reliquat ne permet plus d'obtenir un tirage valide".
//
// Here "le reliquat" is the letters still to be played: the leave and the
// bag together, the "reliquat de lettres" of §4.7 and of §4.2's last
// paragraph ("s'il ne reste qu'une seule lettre à jouer"). It cannot be the
// leave alone, the tiles kept from the last rack: a leave that cannot make
// a valid draw (six consonants with one tile to draw) is exactly what the
// rejection paragraph of §4.2 deals with — the whole draw, leave included,
// goes back into the bag and a new draw is made from everything — and ending
// the game "if the leave no longer allows a valid draw" would end games in
// the middle because of one bad leave. So feasibility is judged on the
// best choice among all the tiles left, not on completions of the leave.
//
// Required therefore gives, for a turn: Minimum(turn) (2 up to turn 15, 1
// from turn 16), lowered to 1 when no draw the tiles left could give holds
// two vowels and two consonants, and to 0 — the game is over — when none
// holds even one of each. A draw has min(size, tiles left) tiles, so it can
// hold m of each exactly when the tiles left hold m vowels and m consonants,
// counting each Y and joker as whichever is missing, and the draw has room
// for 2m tiles (with three tiles left, 2 becomes 1).
//
// The arbiter counts Y and jokers "à son gré", as vowels or consonants:
// Meets takes whichever choice makes the draw valid. §4.2's last paragraph
// says that freedom ends when the other tiles left are all consonants or
// all vowels; read with §4.7 ("il ne peut être mis fin à la partie tant
// qu'il reste un joker et/ou le Y dans un reliquat de deux lettres ou
// plus"), it means the Y or joker must then stand for the missing kind, and
// the game goes on. Meets' choice is then forced to that, and Required and
// Ended never end a game while a Y or a joker is among two tiles or more
// left: such a tile and any other always make one vowel and one consonant.
//
// # Rejections
//
// Bag.Draw completes the leave with random tiles, as the arbiter does, even
// when the leave makes a valid draw impossible (such a draw is then simply
// rejected): a rejected draw goes back into the bag whole, leave included,
// and whole new draws of Size tiles follow until one is valid. Every draw
// is kept in the result, the rejected ones in order, as the record writes
// them ("LEAVE+NEW", or the tiles alone with no leave). Required is checked
// first, so the loop runs only when a valid draw exists, and then ends with
// probability 1 (and well within a bound that turns a broken generator into
// an error).
//
// A draw that allows no move (§4.6) needs the move generator: the game
// engine calls Bag.Redraw, which puts it back whole and draws again.
//
// # The joker game
//
// In a joker game (§4.8.2) the game engine removes both jokers from the bag
// at the start (Bag.Remove) and sets Spec.Joker while a joker is in play:
// every draw is then Size−1 tiles from the bag and the imposed joker (7 in
// all, or 8 or 9 in the formulas of §4.8.3). The joker counts as a vowel or
// a consonant like any joker and never goes into the bag, even with a
// rejected draw. What happens to a played joker (replaced by its letter
// from the bag, or left on the board) is the game engine's work.
package bag
