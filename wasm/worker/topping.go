package main

import "duplicata/wasm/protocol"

// Topping answers the topping requests.
func (e *Engine) Topping(req protocol.Request) protocol.Reply {
	return fail(req.ID, "Le topping n'est pas encore disponible.")
}
