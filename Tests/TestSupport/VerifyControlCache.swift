/// Where verify-control keeps the tests' compiled stand-ins and controls between runs: in the package's
/// build folder, shared by the library's tests and the command-line tests, so that each compiles once.
public enum VerifyControlCache {
    /// The `XDG_CACHE_HOME` the command-line tests give the tool, and the cache base the library's tests pass.
    public static let home = RepositoryRoot.path + "/.build/verify-control-tests"
}
