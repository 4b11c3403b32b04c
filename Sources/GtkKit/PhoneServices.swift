import CGtk
import GLibKit

/// A phone (or tablet) paired with this computer, as KDE Connect or GSConnect knows it.
public struct PairedDevice: Equatable, Sendable {
    public let id: String
    public let name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// KDE Connect's daemon (`kdeconnectd`, org.kde.kdeconnect), through its published D-Bus
/// interfaces: asked only while it runs, never started for us.
public enum KDEConnect {
    private static let service = "org.kde.kdeconnect"

    /// The devices paired and reachable now; none when the daemon does not run or answer.
    public static func devices(_ answer: @escaping ([PairedDevice]) -> Void) {
        // deviceNames(onlyReachable, onlyPaired): a{ss}, id to name.
        SessionBus.call(service, "/modules/kdeconnect", "org.kde.kdeconnect.daemon", "deviceNames",
                        SessionBus.tuple([g_variant_new_boolean(1), g_variant_new_boolean(1)]), startsService: false,
                        milliseconds: 2000) { reply in
            let names = (try? reply.get())?.child(0).children ?? []
            answer(names.compactMap { entry in
                guard let id = entry.child(0).string, let name = entry.child(1).string else { return nil }
                return PairedDevice(id: id, name: name)
            })
        }
    }

    /// Sends the files (`file://` URIs) to the device, one after the other, as its share plugin takes them.
    public static func send(_ uris: [String], to device: PairedDevice, done: @escaping (Result<Void, GLibError>) -> Void) {
        SessionBus.callEach(uris[...], service, "/modules/kdeconnect/devices/\(device.id)/share", "org.kde.kdeconnect.device.share",
                            "shareUrl", arguments: { SessionBus.tuple([g_variant_new_string($0)]) }, done: done)
    }
}

/// GSConnect (org.gnome.Shell.Extensions.GSConnect), GNOME Shell's KDE Connect: its devices
/// are objects of its ObjectManager, each with an action group whose `shareFile` sends one.
public enum GSConnect {
    private static let service = "org.gnome.Shell.Extensions.GSConnect"
    private static let deviceInterface = "org.gnome.Shell.Extensions.GSConnect.Device"

    /// The devices paired and connected now (their ids: their object paths); none when
    /// GSConnect does not run.
    public static func devices(_ answer: @escaping ([PairedDevice]) -> Void) {
        SessionBus.call(service, "/org/gnome/Shell/Extensions/GSConnect", "org.freedesktop.DBus.ObjectManager", "GetManagedObjects",
                        nil, startsService: false, milliseconds: 2000) { reply in
            // a{oa{sa{sv}}}: each object's interfaces and their properties.
            let objects = (try? reply.get())?.child(0).children ?? []
            answer(objects.compactMap { object in
                guard let path = object.child(0).string, let device = object.child(1).value(for: deviceInterface),
                      let name = device.value(for: "Name")?.string,
                      device.value(for: "Paired")?.bool == true, device.value(for: "Connected")?.bool == true else { return nil }
                return PairedDevice(id: path, name: name)
            })
        }
    }

    /// Sends the files (`file://` URIs) to the device, one after the other, not opened there.
    public static func send(_ uris: [String], to device: PairedDevice, done: @escaping (Result<Void, GLibError>) -> Void) {
        // org.gtk.Actions.Activate(s action, av parameter, a{sv} platform data): shareFile takes (sb).
        SessionBus.callEach(uris[...], service, device.id, "org.gtk.Actions", "Activate", arguments: { uri in
            var parameter: [OpaquePointer?] = [g_variant_new_variant(SessionBus.tuple([g_variant_new_string(uri), g_variant_new_boolean(0)]))]
            return SessionBus.tuple([g_variant_new_string("shareFile"), g_variant_new_array(nil, &parameter, 1),
                                     g_variant_new_array(g_variant_type_checked_("{sv}"), nil, 0)])
        }, done: done)
    }
}
