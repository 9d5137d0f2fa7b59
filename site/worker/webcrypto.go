//go:build js && wasm

package main

import (
	"syscall/js"

	"duplicata/internal/jsbridge"
	"duplicata/site/clubs"
)

// hashSecret is clubs.HashSecret through WebCrypto's PBKDF2: the same bytes,
// at native speed.
func hashSecret(secret string, salt []byte) ([]byte, error) {
	subtle := js.Global().Get("crypto").Get("subtle")
	key, err := jsbridge.Await(subtle.Call("importKey", "raw", jsbridge.Uint8Array([]byte(secret)), "PBKDF2", false, js.ValueOf([]any{"deriveBits"})))
	if err != nil {
		return nil, err
	}
	params := js.ValueOf(map[string]any{"name": "PBKDF2", "hash": "SHA-256", "iterations": clubs.PBKDF2Iterations})
	params.Set("salt", jsbridge.Uint8Array(salt))
	bits, err := jsbridge.Await(subtle.Call("deriveBits", params, key, 256))
	if err != nil {
		return nil, err
	}
	return jsbridge.Bytes(bits), nil
}
