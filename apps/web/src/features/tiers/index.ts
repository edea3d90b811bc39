export function TiersPage(){return null}
