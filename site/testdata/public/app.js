console.log("duplicata-fixture-js");
