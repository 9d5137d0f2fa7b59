package ui

// This file is the player's options (« Réglages »), kept in localStorage,
// and the draws announced aloud when they ask for it (browser.Say).

import (
	"encoding/json"

	"duplicata/engine/announce"
	"duplicata/engine/bag"
	"duplicata/engine/game"
	"duplicata/wasm/ui/browser"
)

// SettingsKey is where the options are kept in localStorage.
const SettingsKey Stored = "duplicata.settings"

// Settings are the player's options. The zero value is the default but for
// the new game's defaults (DefaultSettings).
type Settings struct {
	Speak    bool      `json:"speak"`    // draws announced aloud (off by default)
	Plain    bool      `json:"plain"`    // letters said alone, not with the FISF countries
	Formula  string    `json:"formula"`  // a new game's formula
	Rhythm   int       `json:"rhythm"`   // a new game's seconds a turn, 0 untimed
	Mode     game.Mode `json:"mode"`     // a new game's mode
	NoLabels bool      `json:"noLabels"` // the board's row letters and column numbers hidden
}

// DefaultSettings are the options before the player sets any.
var DefaultSettings = Settings{Formula: "normal", Rhythm: 180, Mode: game.Training}

// LoadSettings reads the options; what is missing or unreadable is the
// default.
func LoadSettings() Settings {
	s := DefaultSettings
	if v, ok := SettingsKey.Read(); ok {
		if err := json.Unmarshal([]byte(v), &s); err != nil {
			s = DefaultSettings
		}
	}
	if _, err := game.ParseFormula(s.Formula); err != nil {
		s.Formula = DefaultSettings.Formula
	}
	if s.Mode != game.Competition {
		s.Mode = game.Training
	}
	return s
}

// Save keeps the options.
func (s Settings) Save() { SettingsKey.Write(Encode(s)) }

// Announcement is the text that announces a draw (§4.1) with the player's
// spelling; blitz says the whole draw letter by letter.
func (s Settings) Announcement(d bag.Draw, rejected, blitz bool) string {
	o := announce.Options{Blitz: blitz, Rejected: rejected}
	if s.Plain {
		o.Spelling = announce.Plain
	}
	return announce.Text(d, o)
}

// AnnounceDraw speaks a game's draw when the player asked for it: the
// state's draw, after a rejection or not, in blitz when the rhythm is a
// minute or less.
func AnnounceDraw(st *game.State) {
	s := LoadSettings()
	if !s.Speak || st == nil || st.Phase != game.Playing {
		return
	}
	rejected := false
	if n := len(st.Record.Turns); n > 0 {
		rejected = st.Record.Turns[n-1].AfterRejection()
	}
	browser.Say(s.Announcement(st.Draw, rejected, st.Rhythm > 0 && st.Rhythm <= 60))
}
