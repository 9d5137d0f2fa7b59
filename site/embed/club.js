(function () {
	"use strict";
	// Dates in the reader's own time zone.
	var f = new Intl.DateTimeFormat("fr-FR", {dateStyle: "short", timeStyle: "short"});
	var times = document.querySelectorAll("time[datetime]");
	for (var i = 0; i < times.length; i++) {
		var d = new Date(times[i].getAttribute("datetime"));
		if (!isNaN(d)) times[i].textContent = f.format(d).replace(" ", " à ");
	}
	// The height of the page, for the club's page to size its iframe
	// (/embed/resize.js): it is no secret, so any parent may read it.
	if (window.parent === window) return;
	var last = 0;
	function post() {
		var h = Math.ceil(document.body.getBoundingClientRect().height);
		if (h !== last) {
			last = h;
			window.parent.postMessage({duplicata: "embed-height", height: h}, "*");
		}
	}
	post();
	window.addEventListener("load", post);
	if (window.ResizeObserver) new ResizeObserver(post).observe(document.body);
	else window.addEventListener("resize", post);
})();
