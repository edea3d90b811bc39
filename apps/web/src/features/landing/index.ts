export function LandingPage(){return null}
