/// libFuzzer entry point for the OpenStep parser and the Xcode project model (see fuzz.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBXProj(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let plist = try? OpenStepParser.parse(bytes, maximumDepth: 64) else { return 0 }
    if let project = try? XcodeProject(plist: plist) {
        _ = project.danglingReferences
        for target in project.nativeTargets {
            _ = project.buildConfigurations(ofList: target.buildConfigurationListID)
        }
    }
    return 0
}
