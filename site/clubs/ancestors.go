package clubs

import (
	"errors"
	"net/http"

	"duplicata/engine/club"
)

// getAncestors is GET /api/clubs/{slug}/embed: the club's allowed
// ancestors, for anyone (the page's header says them anyway).
func (a *API) getAncestors(r *http.Request) (int, any, error) {
	list, err := a.Store.EmbedAncestors(r.Context(), r.PathValue("slug"))
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, club.EmbedAncestors{Ancestors: nonNil(list)}, nil
}

// setAncestors is PUT /api/clubs/{slug}/embed (the organiser): the origins
// that may frame the club's embeds, {"ancestors": [...]}; an empty list
// lets any site.
func (a *API) setAncestors(r *http.Request) (int, any, error) {
	cl, err := a.organiser(r)
	if err != nil {
		return 0, nil, err
	}
	var req club.EmbedAncestors
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	list, err := club.CheckAncestors(req.Ancestors)
	var ae *club.AncestorError
	if errors.As(err, &ae) {
		return 0, nil, refuse(http.StatusBadRequest, "ancestors", "« "+ae.Value+" » n'est pas l'adresse d'un site (comme https://www.mon-club.fr), ou la liste en a plus de 10.")
	}
	if err != nil {
		return 0, nil, err
	}
	if err := a.Store.SetEmbedAncestors(r.Context(), cl.ID, list); err != nil {
		return 0, nil, err
	}
	a.audit(r, cl, "embed-ancestors", 0)
	return http.StatusOK, club.EmbedAncestors{Ancestors: nonNil(list)}, nil
}

// nonNil writes an empty list as [], not null.
func nonNil(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}
