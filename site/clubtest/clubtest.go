// Package clubtest is engine/club/clubtest under its former path, kept
// only for site/clubs' tests, another branch's files at the time of the
// move: once they import duplicata/engine/club/clubtest, delete this
// package.
package clubtest

import "duplicata/engine/club/clubtest"

// The helpers of engine/club/clubtest.
var (
	Played      = clubtest.Played
	Competition = clubtest.Competition
	Published   = clubtest.Published
	Total       = clubtest.Total
)
