import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// The shared picture passed on as a person does it: dragged from the share dialog onto
/// another application, or copied and pasted there. The other application is a small GTK4
/// program (Tests/drop-target.py) taking files, as a file manager or a chat does, or only
/// an image, as a drawing program does.
final class ShareDragOutTests: GUITestCase {
    let files = TemporaryFolder()

    private func launch() throws -> RunningApp {
        try RunningApp.showing([.red, .green, .blue], in: files, display: try display)
    }

    /// The other application, taking `takes` ("files" or "image"), its window moved right of
    /// the app's; what it receives goes to `folder`. Its window, and its process to end.
    private func dropTarget(_ takes: String, receivingIn folder: String, for app: RunningApp) throws -> (window: String, process: Process) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let target = try app.startStandIn("drop-target.py", [folder, takes], readyWhen: folder + "/ready")
        guard let window = Shell.run(["xdotool", "search", "--onlyvisible", "--pid", "\(target.processIdentifier)"],
                                     environment: ["DISPLAY": app.display.name]).output.split(separator: "\n").last.map(String.init) else {
            target.terminate()
            throw TestEnvironmentError("the drop target's window is not on screen")
        }
        app.xdotool(["windowmove", "--sync", window, "800", "300"])
        return (window, target)
    }

    /// What the other application has received so far, a line each ("file NAME", "image NAME").
    private func received(in folder: String) -> [String] {
        ((try? String(contentsOfFile: folder + "/received", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Shares the complete grid by Ctrl+S and waits for the dialog and its files (the share's
    /// `count`th); the dialog's window.
    private func share(_ app: RunningApp, count: Int) throws -> String {
        app.focus(app.windowID)
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        XCTAssertTrue(app.waitForTrace(.sharedFilesWritten, count: count, seconds: 30), "the picture's files are written")
        let dialog = try XCTUnwrap(app.findWindow("^Share$"))
        // Found once mapped, drawn later: under load a screenshot between showed the dialog
        // without its picture (the loaded run at 6a2682a).
        XCTAssertTrue(Shell.waitUntil { app.screenshot(window: dialog)?.bounds(of: .gridFrame) != nil }, "the dialog shows the picture")
        return dialog
    }

    /// Drags from the middle of the dialog's picture onto the middle of `target`, as a hand
    /// does: press, twenty moves 50 ms apart, release.
    private func dragPicture(of app: RunningApp, from dialog: String, onto target: String) throws {
        let from = try XCTUnwrap(app.screenFrame(of: dialog)), to = try XCTUnwrap(app.screenFrame(of: target))
        let picture = try XCTUnwrap(app.screenshot(window: dialog)?.bounds(of: .gridFrame), "the dialog shows the picture")
        let (x0, y0) = (from.x + (picture.x.lowerBound + picture.x.upperBound) / 2, from.y + (picture.y.lowerBound + picture.y.upperBound) / 2)
        let (x1, y1) = (to.x + to.width / 2, to.y + to.height / 2)
        app.xdotool(["mousemove", "\(x0)", "\(y0)", "mousedown", "1"])
        for step in 1...20 {
            usleep(50_000)
            app.xdotool(["mousemove", "\(x0 + (x1 - x0) * step / 20)", "\(y0 + (y1 - y0) * step / 20)"])
        }
        usleep(50_000)
        app.xdotool(["mouseup", "1"])
    }

    func testThePictureDraggedOutIsAFileOfItNamedForTheCollageAndItsCopyPastesAsThatFile() throws {
        let app = try launch()
        let inbox = files.file("inbox")
        let (target, process) = try dropTarget("files", receivingIn: inbox, for: app)
        defer { process.terminate() }
        let dialog = try share(app, count: 1)
        try dragPicture(of: app, from: dialog, onto: target)
        XCTAssertTrue(Shell.waitUntil { received(in: inbox).count == 1 }, "the drop delivers the picture's file: \((try? String(contentsOfFile: inbox + "/log", encoding: .utf8)) ?? "")")
        XCTAssertTrue(app.waitForTrace(.shareDragEnded, "dropped"), "the app hears the drop was taken")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "the dialog closes, as after Save As")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back")
        let name = try XCTUnwrap(received(in: inbox).first?.dropFirst("file ".count).description)
        XCTAssertTrue(name.hasPrefix("Collage ") && name.hasSuffix(".png"), "named for the collage, untitled: \(name)")
        let dropped = try XCTUnwrap(DecodedFile(path: inbox + "/" + name), "a readable PNG")
        XCTAssertEqual([dropped.width, dropped.height], [2048, 2048], "the picture as rendered")

        // The same collage shared again: its copy is the same picture, pixel for pixel,
        // pasted in the other application as a file.
        _ = try share(app, count: 2)
        let copied = try XCTUnwrap(app.copySharedPicture(to: files.file("copied.png")))
        XCTAssertEqual(copied.differingPixels(from: dropped), 0, "the dropped file holds the share's picture")
        app.focus(target)
        app.key("ctrl+v")
        XCTAssertTrue(Shell.waitUntil { received(in: inbox).count == 2 }, "the paste delivers a file: \(received(in: inbox))")
        let pasted = try XCTUnwrap(received(in: inbox).last?.dropFirst("file ".count).description)
        XCTAssertEqual(DecodedFile(path: inbox + "/" + pasted)?.differingPixels(from: copied), 0, "the pasted file is the picture")
    }

    func testAnApplicationTakingOnlyImagesGetsThePictureByDragAndByPaste() throws {
        let app = try launch()
        let inbox = files.file("inbox")
        let (target, process) = try dropTarget("image", receivingIn: inbox, for: app)
        defer { process.terminate() }
        let dialog = try share(app, count: 1)
        try dragPicture(of: app, from: dialog, onto: target)
        XCTAssertTrue(Shell.waitUntil { received(in: inbox) == ["image image-1.png"] }, "the drop delivers the image: \(received(in: inbox))")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back")
        _ = try share(app, count: 2)
        let copied = try XCTUnwrap(app.copySharedPicture(to: files.file("copied.png")))
        XCTAssertEqual(DecodedFile(path: inbox + "/image-1.png")?.differingPixels(from: copied), 0, "the dropped image is the picture")
        app.focus(target)
        app.key("ctrl+v")
        XCTAssertTrue(Shell.waitUntil { received(in: inbox).count == 2 }, "the paste delivers the image: \(received(in: inbox))")
        XCTAssertEqual(DecodedFile(path: inbox + "/image-2.png")?.differingPixels(from: copied), 0, "the pasted image is the picture")
    }

    /// A sandboxed application (a Flatpak's chat) reads no path of ours: it takes only the
    /// key of the desktop's FileTransfer portal, which GTK offers beside the files where the
    /// document portal runs, and asks the portal for them (Tests/portal-drop-target.c).
    /// Dropped there, the picture arrives, named for the collage, the share's pixel for pixel.
    func testASandboxedApplicationGetsThePictureThroughTheFileTransferPortal() throws {
        // The portal and its permission store run from before the app, as in a desktop session.
        let app = try RunningApp.showing([.red, .green, .blue], in: files, display: try display,
                                         services: [.permissionStore, .documentPortal])
        let inbox = files.file("inbox")
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
        let process = try app.startStandIn("portal-drop-target.c", [inbox], readyWhen: inbox + "/ready")
        defer { process.terminate() }
        let target = try XCTUnwrap(Shell.run(["xdotool", "search", "--onlyvisible", "--pid", "\(process.processIdentifier)"],
                                             environment: ["DISPLAY": app.display.name]).output.split(separator: "\n").last.map(String.init))
        app.xdotool(["windowmove", "--sync", target, "800", "300"])
        let dialog = try share(app, count: 1)
        try dragPicture(of: app, from: dialog, onto: target)
        XCTAssertTrue(Shell.waitUntil(seconds: 20) { received(in: inbox).count == 1 }, "the portal hands the file over")
        let line = try XCTUnwrap(received(in: inbox).first)
        XCTAssertTrue(line.hasPrefix("portal Collage ") && line.hasSuffix(".png"), "through the portal, named for the collage: \(line)")
        XCTAssertTrue(app.waitForTrace(.shareDragEnded, "dropped"), "the app hears the drop was taken")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back")
        let dropped = try XCTUnwrap(DecodedFile(path: inbox + "/" + line.dropFirst("portal ".count)), "a readable PNG")
        _ = try share(app, count: 2)
        let copied = try XCTUnwrap(app.copySharedPicture(to: files.file("copied.png")))
        XCTAssertEqual(copied.differingPixels(from: dropped), 0, "the share's picture")
    }

    /// On a screen of twice the pixels (GDK_SCALE=2) the picture follows the pointer at the
    /// size the dialog shows it. The preview's pixels are made for that screen: given to the
    /// drag as they were, they followed at twice the size.
    func testTheDraggedPictureIsTheSizeShownOnAScreenOfTwiceThePixels() throws {
        let screen = try VirtualDisplay(width: 2560, height: 2048)
        let app = try RunningApp.showing([.red, .green, .blue], in: files, display: screen, environment: ["GDK_SCALE": "2"])
        let dialog = try share(app, count: 1)
        let from = try XCTUnwrap(app.screenFrame(of: dialog))
        let picture = try XCTUnwrap(app.screenshot(window: dialog)?.bounds(of: .gridFrame), "the dialog shows the picture")
        XCTAssertEqual(Double(picture.x.count), 480, accuracy: 2, "the preview is 240 points across, 480 pixels here")
        let before = app.windows
        let (x, y) = (from.x + (picture.x.lowerBound + picture.x.upperBound) / 2, from.y + (picture.y.lowerBound + picture.y.upperBound) / 2)
        app.xdotool(["mousemove", "\(x)", "\(y)", "mousedown", "1"])
        defer { app.xdotool(["mouseup", "1"]) }
        var icon: (x: Int, y: Int, width: Int, height: Int)?
        var moved = 0
        let following = Shell.waitUntil {
            moved += 10
            app.xdotool(["mousemove", "\(x - moved)", "\(y)"])
            // Not GTK's few pixels' windows kept off screen for the drag's own use.
            icon = app.windows.subtracting(before).compactMap { app.screenFrame(of: $0) }.first { $0.width > 16 }
            return icon != nil
        }
        XCTAssertTrue(following, "a picture follows the pointer")
        let drawn = try XCTUnwrap(icon)
        XCTAssertEqual(Double(drawn.width), Double(picture.x.count), accuracy: 4, "as wide as the dialog shows it: \(drawn), \(picture)")
        XCTAssertEqual(Double(drawn.height), Double(picture.y.count), accuracy: 4, "as tall: \(drawn), \(picture)")
    }
}
