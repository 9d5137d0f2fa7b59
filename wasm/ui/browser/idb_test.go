package browser

import "testing"

func TestReason(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"JavaScript error: Failed to execute 'transaction' on 'IDBDatabase': One of the specified object stores was not found.",
			"Failed to execute 'transaction' on 'IDBDatabase': One of the specified object stores was not found"},
		{"QuotaExceededError: The quota has been exceeded.", "QuotaExceededError: The quota has been exceeded"},
		{"AbortError", "AbortError"},
		{"", ""},
	} {
		if got := reason(c.in); got != c.want {
			t.Errorf("reason(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
