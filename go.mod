module duplicata

go 1.26
