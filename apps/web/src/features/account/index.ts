export function ProfileMePage(){return null}
export function AccountTab(){return null}
