package ui

// The app's pages, under the site's root. Each is a package under wasm/ui
// (solo, topping, library) registered in one place, package routes
// (wasm/routes), which also gives the header its navigation.
const (
	SoloPath     = "/"
	ToppingPath  = "/topping"
	LibraryPath  = "/bibliotheque"
	StatsPath    = "/statistiques"
	SettingsPath = "/reglages"
	ClubPath     = "/club" // and /club/SLUG, a club's page
	// LexiconsPath is « Lexiques »: the lexicons imported, the one chosen
	// for new games, the import of a word list, the word tools.
	LexiconsPath = "/lexiques"
	// AboutPath is « À propos »: the lexicons and their licences.
	AboutPath = "/a-propos"
	// HelpPath is « Aide »: duplicate, placing tiles, the verdicts, the keys.
	HelpPath = "/aide"
)

// FISFRulesURL is the FISF's page of rules (the 2026 duplicate rules
// govern), linked from « Aide ».
const FISFRulesURL = "https://www.fisf.net/scrabble/reglements.html"

// OpenParam names, in the library's address, the id of the game to replay
// at once: /bibliotheque?ouvrir=ID.
const OpenParam = "ouvrir"

// The worker's bootstrap and the compiled lexicon, under the site's root.
const (
	WorkerScript = "/web/worker.js"
	LexiconURL   = "/web/fr-libre.dlx"
)

// Link is a page in the header's navigation.
type Link struct {
	Path string
	Name string // its French name in the navigation
}

// Nav is the header's navigation, in its order: package routes sets it
// when it registers the pages.
var Nav []Link
