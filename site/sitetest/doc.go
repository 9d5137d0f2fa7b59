// Package sitetest runs the Cloudflare Worker of site/worker under wrangler,
// on the fixture site of site/testdata/public: wrangler dev on loopback for
// real HTTP requests, and wrangler deploy --dry-run for the bundle's size.
// It has only tests. They need node and npm (site/build.sh install fetches
// the pinned wrangler); without them, or with -short, they are skipped.
package sitetest
