package main

import "duplicata/wasm/protocol"

// Library answers the library's requests: import, export, share links.
func (e *Engine) Library(req protocol.Request) protocol.Reply {
	return fail(req.ID, "La bibliothèque n'est pas encore disponible.")
}
