// Package ballot judges a player's ballot as an arbiter does under the
// FISF duplicate rules (2026 text, §5 and §6): Judge reads the word, the
// reference or the connecting letters, the score announced, and returns
// the points paid with one sanction — none, a warning, a 5-point penalty,
// or a zero — the clause, and the reasons in French and English. F12 lists
// every place where a word makes a given score, the arbiters' help for
// ballots located wrong.
package ballot
