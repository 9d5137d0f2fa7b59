package daily_test

import (
	"fmt"
	"time"

	"duplicata/engine/daily"
)

func Example() {
	today := time.Date(2026, 11, 24, 9, 30, 0, 0, time.UTC)
	n := daily.Number(today)
	fmt.Println(n, daily.Formula)
	fmt.Println(daily.Result{Number: n, Score: 812, Top: 901}.Text(""))
	// Output:
	// 20261124 normal
	// Duplicata · partie du jour du 24/11/2026
	// 812 / 901 points (90,1 % du top)
}
