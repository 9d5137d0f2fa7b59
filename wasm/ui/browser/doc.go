// Package browser holds what Duplicata's pages ask of the browser rather
// than draw: IndexedDB (IDBStore: one object store, one transaction at a
// time), localStorage, JavaScript promises (Await), the network through the
// browser's fetch (Fetch), a file offered for download (Download), the
// clipboard and the system's share sheet (CopyText, ShareSheet), the focus
// and scrolling after a render (FocusAfterRender, RevealAfterRender,
// MarkUsable), a field emptied after a render (ClearField), the next
// painted frame (AfterPaint) and speech synthesis (Say, Voices).
//
// It draws nothing and knows no page: the components of package ui and the
// pages under wasm/ui use it, it imports none of them (wasm/arch checks).
// What the app keeps where (the library's database, the saved games' keys,
// the club's outbox) is theirs; this package only runs the browser's calls.
package browser
