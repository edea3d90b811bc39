export function ExplorePage() {
  return null;
}
