// Package ui holds what every page of Duplicata's user interface shares:
// the go-app components (Header, Board, Rack, Controls, JokerPicker,
// Status, SetupForm), the page shell every page embeds (Shell; GameShell
// for a game page: the form or the game, every change asked of the
// engine, the saved game resumed), the app's one engine client (Engine,
// Client: the Web Worker every page shares), the browser storage (Stored
// in localStorage, the IndexedDB library of Entry), moves as text and the
// pages' paths.
//
// Each page is a package of its own under wasm/ui, and package routes is
// their one list: solo (/), topping (/topping), library (/bibliotheque),
// club (/club, and a club's page /club/SLUG), stats (/statistiques),
// settings (/reglages), lexicons (/lexiques), help (/aide) and about
// (/a-propos). Pages do not import each other; what they share beside this
// package is play (the play area's mechanics) and french (the UI's French).
//
// It holds no game rules: the board's premiums and the tiles' values come
// from engine/, and every move is checked, scored and searched by the
// engine's worker.
package ui
