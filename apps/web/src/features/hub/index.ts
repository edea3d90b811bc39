export function HubListPage(){return null}
export function HubPostPage(){return null}
