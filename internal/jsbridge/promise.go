//go:build js && wasm

package jsbridge

import "syscall/js"

// Error is a promise's rejection: the reason's name ("TypeError",
// "QuotaExceededError", "Error" when it has none) and message.
type Error struct {
	Name    string
	Message string
	Reason  js.Value // the rejection's reason itself
}

func (e *Error) Error() string {
	if e.Message == "" {
		return "javascript: " + e.Name
	}
	return "javascript: " + e.Name + ": " + e.Message
}

// rejection reads a rejection's reason: an Error object, or any value.
func rejection(reason js.Value) *Error {
	e := &Error{Name: "Error", Reason: reason}
	if reason.Type() == js.TypeObject {
		if n := reason.Get("name"); n.Type() == js.TypeString && n.String() != "" {
			e.Name = n.String()
		}
		if m := reason.Get("message"); m.Type() == js.TypeString {
			e.Message = m.String()
		}
	} else if !reason.IsUndefined() && !reason.IsNull() {
		e.Message = js.Global().Call("String", reason).String()
	}
	return e
}

func first(args []js.Value) js.Value {
	if len(args) == 0 {
		return js.Undefined()
	}
	return args[0]
}

// Then calls f once p settles: with its value and nil, or with undefined
// and its rejection as an *Error. f runs on the event loop: it must not
// block (hand the value to a goroutine, or dispatch it to the UI).
func Then(p js.Value, f func(v js.Value, err error)) {
	var ok, ko js.Func
	release := func() {
		ok.Release()
		ko.Release()
	}
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		f(first(args), nil)
		return nil
	})
	ko = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		f(js.Undefined(), rejection(first(args)))
		return nil
	})
	p.Call("then", ok, ko)
}

// Await waits for p and returns its value, or its rejection as an *Error.
// It blocks the calling goroutine: never call it from a js.FuncOf
// callback (see the package doc).
func Await(p js.Value) (js.Value, error) {
	type outcome struct {
		v   js.Value
		err error
	}
	done := make(chan outcome, 1)
	Then(p, func(v js.Value, err error) { done <- outcome{v, err} })
	o := <-done
	return o.v, o.err
}
