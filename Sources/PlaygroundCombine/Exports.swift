// `import Combine` in opened code, which is compiled with `-module-alias
// Combine=PlaygroundCombine` (SwiftToolchain.moduleArguments): OpenCombine is Combine's API
// under other module names, with the Dispatch and Foundation schedulers (`DispatchQueue`,
// `RunLoop`, `OperationQueue` as `Scheduler`s, `NotificationCenter.publisher(for:object:)`)
// that Apple's Combine has.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
