export function CharacterProfilePage() {
  return null;
}
