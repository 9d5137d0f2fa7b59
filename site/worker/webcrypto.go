//go:build js && wasm

package main

import (
	"errors"
	"syscall/js"

	"duplicata/site/clubs"
)

// await waits for a JavaScript promise: the Go code blocks, the event loop
// runs on.
func await(p js.Value) (js.Value, error) {
	type outcome struct {
		v   js.Value
		err error
	}
	ch := make(chan outcome, 1)
	var then, catch js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- outcome{v: args[0]}
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- outcome{err: errors.New("javascript: " + args[0].Call("toString").String())}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	p.Call("then", then).Call("catch", catch)
	o := <-ch
	return o.v, o.err
}

func uint8Array(b []byte) js.Value {
	a := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(a, b)
	return a
}

// hashSecret is clubs.HashSecret through WebCrypto's PBKDF2: the same bytes,
// at native speed.
func hashSecret(secret string, salt []byte) ([]byte, error) {
	subtle := js.Global().Get("crypto").Get("subtle")
	key, err := await(subtle.Call("importKey", "raw", uint8Array([]byte(secret)), "PBKDF2", false, js.ValueOf([]any{"deriveBits"})))
	if err != nil {
		return nil, err
	}
	params := js.ValueOf(map[string]any{"name": "PBKDF2", "hash": "SHA-256", "iterations": clubs.PBKDF2Iterations})
	params.Set("salt", uint8Array(salt))
	bits, err := await(subtle.Call("deriveBits", params, key, 256))
	if err != nil {
		return nil, err
	}
	out := make([]byte, 32)
	js.CopyBytesToGo(out, js.Global().Get("Uint8Array").New(bits))
	return out, nil
}
