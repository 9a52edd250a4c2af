// Web feature boundaries (docs/ARCHITECTURE.md §7): features never import each other.
export default [];
