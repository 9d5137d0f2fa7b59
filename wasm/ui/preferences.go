package ui

// This file is the player's options (« Réglages »), kept in localStorage,
// and the speech they may ask for.

import (
	"encoding/json"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/announce"
	"duplicata/engine/bag"
	"duplicata/engine/game"
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
	Say(s.Announcement(st.Draw, rejected, st.Rhythm > 0 && st.Rhythm <= 60))
}

// Voices says what the browser can speak with: whether it has speech
// synthesis at all, and a French voice.
func Voices() (speech, french bool) {
	ss := app.Window().Get("speechSynthesis")
	if !ss.Truthy() || !app.Window().Get("SpeechSynthesisUtterance").Truthy() {
		return false, false
	}
	return true, frenchVoice(ss).Truthy()
}

// frenchVoice is the first voice whose language is French, fr-FR first.
func frenchVoice(ss app.Value) app.Value {
	voices := ss.Call("getVoices")
	var found app.Value
	for i := range voices.Length() {
		v := voices.Index(i)
		lang := strings.ToLower(strings.ReplaceAll(v.Get("lang").String(), "_", "-"))
		if lang == "fr-fr" {
			return v
		}
		if strings.HasPrefix(lang, "fr") && (found == nil || !found.Truthy()) {
			found = v
		}
	}
	if found == nil {
		return app.Null()
	}
	return found
}

// Say speaks text in French with the browser's speech synthesis, cutting
// short what it was saying; it does nothing where there is none.
func Say(text string) {
	ss := app.Window().Get("speechSynthesis")
	if !ss.Truthy() || !app.Window().Get("SpeechSynthesisUtterance").Truthy() || text == "" {
		return
	}
	u := app.Window().Get("SpeechSynthesisUtterance").New(text)
	u.Set("lang", "fr-FR")
	if v := frenchVoice(ss); v.Truthy() {
		u.Set("voice", v)
	}
	ss.Call("cancel")
	ss.Call("speak", u)
}
