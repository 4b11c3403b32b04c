#!/usr/bin/python3
"""KDE Connect's daemon or GSConnect as their published D-Bus interfaces show them, for
tests of sending a picture to a phone (no phone can be paired here). It owns the service's
name on the session bus with two paired phones, "Pixel Test" within reach and "Old Tablet"
not, and writes each file sent, a line "SERVICE DEVICE URI" each, to OUT.

    fake-phone-services.py OUT kdeconnect
    fake-phone-services.py OUT gsconnect

"ready" goes to OUT.ready once the name is owned. SIGUSR1 takes "Pixel Test" out of reach:
what is sent to it from then on fails, as it does when a phone goes away.
"""
import signal
import sys

from gi.repository import Gio, GLib

out, service = sys.argv[1], sys.argv[2]
PHONES = {"a1b2c3": "Pixel Test", "d4e5f6": "Old Tablet"}
reachable = {"a1b2c3"}
loop = GLib.MainLoop()
bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)


def record(device, uri):
    with open(out, "a") as sent:
        sent.write("%s %s %s\n" % (service, PHONES[device], uri))


KDE_DAEMON = Gio.DBusNodeInfo.new_for_xml("""
<node><interface name="org.kde.kdeconnect.daemon">
  <method name="devices"><arg type="b" direction="in"/><arg type="b" direction="in"/><arg type="as" direction="out"/></method>
  <method name="deviceNames"><arg type="b" direction="in"/><arg type="b" direction="in"/><arg type="a{ss}" direction="out"/></method>
</interface></node>""").interfaces[0]
KDE_SHARE = Gio.DBusNodeInfo.new_for_xml("""
<node><interface name="org.kde.kdeconnect.device.share">
  <method name="shareUrl"><arg type="s" direction="in"/></method>
</interface></node>""").interfaces[0]
GS_MANAGER = Gio.DBusNodeInfo.new_for_xml("""
<node><interface name="org.freedesktop.DBus.ObjectManager">
  <method name="GetManagedObjects"><arg type="a{oa{sa{sv}}}" direction="out"/></method>
</interface></node>""").interfaces[0]
GS_ROOT = "/org/gnome/Shell/Extensions/GSConnect"
share_objects = {}


def kde_daemon_called(connection, sender, path, interface, method, parameters, invocation):
    only_reachable, _ = parameters.unpack()
    ids = [id for id in PHONES if id in reachable or not only_reachable]
    if method == "devices":
        invocation.return_value(GLib.Variant("(as)", (ids,)))
    else:
        invocation.return_value(GLib.Variant("(a{ss})", ({id: PHONES[id] for id in ids},)))


def kde_share_called(device):
    def called(connection, sender, path, interface, method, parameters, invocation):
        record(device, parameters.unpack()[0])
        invocation.return_value(None)
    return called


def gs_managed_objects(connection, sender, path, interface, method, parameters, invocation):
    objects = {}
    for id, name in PHONES.items():
        properties = {"Id": GLib.Variant("s", id), "Name": GLib.Variant("s", name), "Type": GLib.Variant("s", "phone"),
                      "Paired": GLib.Variant("b", True), "Connected": GLib.Variant("b", id in reachable)}
        objects[GS_ROOT + "/Device/" + id] = {"org.gnome.Shell.Extensions.GSConnect.Device": properties}
    invocation.return_value(GLib.Variant("(a{oa{sa{sv}}})", (objects,)))


def gs_share_file(device):
    def activated(action, parameter):
        uri, _open = parameter.unpack()
        record(device, uri)
    return activated


def go_away(*_):
    reachable.discard("a1b2c3")
    if service == "kdeconnect" and "a1b2c3" in share_objects:
        bus.unregister_object(share_objects.pop("a1b2c3"))
    if service == "gsconnect":
        groups["a1b2c3"].remove_action("shareFile")
    return GLib.SOURCE_REMOVE


groups = {}
if service == "kdeconnect":
    bus.register_object("/modules/kdeconnect", KDE_DAEMON, kde_daemon_called, None, None)
    for id in reachable:
        share_objects[id] = bus.register_object("/modules/kdeconnect/devices/%s/share" % id, KDE_SHARE, kde_share_called(id), None, None)
    name = "org.kde.kdeconnect"
else:
    bus.register_object(GS_ROOT, GS_MANAGER, gs_managed_objects, None, None)
    for id in PHONES:
        group = Gio.SimpleActionGroup()
        if id in reachable:
            action = Gio.SimpleAction.new("shareFile", GLib.VariantType.new("(sb)"))
            action.connect("activate", gs_share_file(id))
            group.add_action(action)
        bus.export_action_group(GS_ROOT + "/Device/" + id, group)
        groups[id] = group
    name = "org.gnome.Shell.Extensions.GSConnect"


def owned(*_):
    with open(out + ".ready", "w") as ready:
        ready.write("ready\n")


GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, go_away)
Gio.bus_own_name_on_connection(bus, name, Gio.BusNameOwnerFlags.NONE, owned, None)
GLib.timeout_add_seconds(120, loop.quit)
loop.run()
