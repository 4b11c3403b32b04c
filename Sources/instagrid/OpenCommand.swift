import ArgumentParser
import Glibc
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridUI

/// The window: what `instagrid` does without a subcommand.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the window (the default), optionally with photos in the slots."
    )

    @Argument(help: "Photos to put in the slots, in reading order (four choose the four-square layout), or one collage document (.instagrid) to open.")
    var photos: [String] = []

    func run() throws {
        MemoryPolicy.returnLargeBuffersToTheSystem()
        guard let resources = Resources.locate() else {
            StandardError.complain("cannot find the app's resources (icons, style sheet); set INSTAGRID_RESOURCES")
            throw ExitCode.failure
        }
        let absolute: [LocalPath]
        do {
            absolute = try photos.map { argument throws(CommandLinePath.NotLocal) in try CommandLinePath.local(argument) }
        } catch {
            StandardError.complain("\(error)")
            throw ExitCode.failure
        }
        // The argument parser calls run() on the main thread, where GTK must live.
        let status = MainActor.assumeIsolated { InstagridApplication(resources: resources).run(photos: absolute) }
        if status != 0 { throw ExitCode(status) }
    }
}
