/// libFuzzer entry point for the podspec parser (see fuzz.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPodspec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let spec = try? Podspec(parsing: bytes, maximumDepth: 32) {
        _ = spec.value(of: "version")
    }
    return 0
}
