// Package ui holds what every page of Duplicata's user interface shares.
// wasm/ui is laid out in three parts:
//
//   - this package, the shared components and what the app keeps: the
//     go-app components (Header, Board, Rack, Controls, JokerPicker,
//     Status, SetupForm, ShareLink, Later, Analysis…), the page shell
//     every page embeds (Shell; GameShell for a game page: the form or the
//     game, every change asked of the engine, the saved game resumed), the
//     app's one engine client (Engine, Client: the Web Worker every page
//     shares), and what the app keeps in the browser: the games in
//     progress (storage.go, Stored), the library (entries.go, Entry), the
//     player's preferences (preferences.go, Settings), the player's
//     lexicons (lexicon_store.go), the club results waiting
//     (club_outbox.go); moves as text and the pages' paths. No file here is
//     named after a page's folder.
//   - wasm/ui/browser, the browser services: IndexedDB, localStorage,
//     promises, fetch, download, the clipboard and the share sheet, the
//     focus after a render, speech synthesis. It draws nothing and imports nothing of
//     wasm/ui; what is kept where is this package's.
//   - the pages, each a package of its own under wasm/ui, with package
//     routes their one list: solo (/), topping (/topping), library
//     (/bibliotheque), club (/club, and a club's page /club/SLUG), stats
//     (/statistiques), settings (/reglages), lexicons (/lexiques), help
//     (/aide) and about (/a-propos); beside the navigation, embed
//     (/embed/jouer, the solo game framed in a club's site) and live (the
//     club evening, /direct and /club/SLUG/direct). Pages do not import
//     each other (but embed, which composes solo's page); what they share
//     is this package, browser, play (the play area's mechanics) and
//     french (the UI's French). wasm/arch checks these rules.
//
// It holds no game rules: the board's premiums and the tiles' values come
// from engine/, and every move is checked, scored and searched by the
// engine's worker.
package ui
