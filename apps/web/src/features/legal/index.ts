export function TermsPage(){return null}
export function PrivacyPage(){return null}
