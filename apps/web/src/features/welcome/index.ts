export function WelcomePage(){return null}
