package browser

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

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
