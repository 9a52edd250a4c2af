// SQL lives in packages/server/src/repositories/ and db/ only (docs/ARCHITECTURE.md §2).
export default [];
