import Foundation

/// Mesa's compiled shaders, kept for every app one test run starts. Each app starts with its
/// own empty XDG_CACHE_HOME; without a cache shared between them llvmpipe compiles GTK's
/// shaders anew at every start, most of the CPU a start takes. A user's Mesa keeps its
/// cache too, so a warm cache is what a person's window meets.
enum ShaderCache {
    static let environment: [String: String] = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("instagrid-tests-shaders-\(getuid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return ["MESA_SHADER_CACHE_DIR": folder]
    }()
}
