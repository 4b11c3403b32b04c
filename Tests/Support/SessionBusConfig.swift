import Foundation

/// The tests' session buses, the X11 app's and the Wayland compositor's.
public enum SessionBusConfig {
    /// The session bus's configuration: a session bus like the desktop's, but starting only
    /// the services a test names (the accessibility bus, for the tests of a screen reader's
    /// view). A service the machine happens to have installed (xdg-desktop-portal, say) would
    /// otherwise change the way the app goes (its "open with", its e-mail) test by test; a
    /// test that wants one starts it itself, on this bus.
    public static func write(in home: TemporaryFolder, socket: String) throws -> String {
        let services = home.file("bus-services")
        try FileManager.default.createDirectory(atPath: services, withIntermediateDirectories: true)
        // A home is used again when a test starts the app a second time in it.
        for service in ["org.a11y.Bus.service"] where FileManager.default.fileExists(atPath: "/usr/share/dbus-1/services/" + service)
            && (try? FileManager.default.destinationOfSymbolicLink(atPath: services + "/" + service)) == nil {
            try FileManager.default.createSymbolicLink(atPath: services + "/" + service, withDestinationPath: "/usr/share/dbus-1/services/" + service)
        }
        let config = home.file("bus.conf")
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:path=\(socket)</listen>
          <auth>EXTERNAL</auth>
          <servicedir>\(services)</servicedir>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """.write(toFile: config, atomically: true, encoding: .utf8)
        return config
    }
}
