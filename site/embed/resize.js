// Duplicata: sizes the iframes of /embed/ pages to their content. Include it
// once next to the iframe: <script src="https://…/embed/resize.js" async></script>
(function () {
	"use strict";
	var origin = new URL(document.currentScript.src).origin;
	window.addEventListener("message", function (e) {
		if (e.origin !== origin || !e.data || e.data.duplicata !== "embed-height") return;
		var h = Math.round(Number(e.data.height));
		if (!(h > 0)) return;
		var frames = document.getElementsByTagName("iframe");
		for (var i = 0; i < frames.length; i++) {
			if (frames[i].contentWindow === e.source) {
				frames[i].style.height = Math.min(Math.max(h, 80), 5000) + "px";
			}
		}
	});
})();
