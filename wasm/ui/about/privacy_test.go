package about

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui/french/frenchtest"
)

// TestPrivacy: « À propos » says what leaves the device — a club's name,
// its games and their results — and no longer that nothing does.
func TestPrivacy(t *testing.T) {
	html := app.HTMLString(&Page{})
	text := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(html, " ")
	if strings.Contains(text, "Rien n'est envoyé") {
		t.Error("« À propos » still says nothing is sent")
	}
	for _, want := range []string{"Ce qui quitte cet appareil", "son identifiant et son nom", "le nom sous lequel vous jouez et votre partie", "restent sur cet appareil"} {
		if !strings.Contains(text, want) {
			t.Errorf("no « %s »", want)
		}
	}
	if f := frenchtest.Faults(text); len(f) > 0 {
		t.Errorf("%v", f)
	}
}
