/// Why a checkout could not be verified for a reason that is not the control's (exit status 2): every run throws it.
package struct EnvironmentFailure: Error, CustomStringConvertible {
    package let description: String
}
