export function PricesTab(){return null}
