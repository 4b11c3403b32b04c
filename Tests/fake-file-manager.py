#!/usr/bin/python3
"""A file manager as the freedesktop FileManager1 D-Bus interface sees one, for tests of
"Show in Folder": it owns org.freedesktop.FileManager1 on the session bus and writes each
ShowItems call's URIs, one a line, to OUT.

    fake-file-manager.py OUT SECONDS     serves until SECONDS pass (or it is killed)

"ready" goes to OUT.ready once the name is owned, so a test knows when to go on.
"""
import sys
from gi.repository import Gio, GLib

out, seconds = sys.argv[1], float(sys.argv[2])
INTERFACE = """
<node>
  <interface name="org.freedesktop.FileManager1">
    <method name="ShowItems"><arg name="URIs" type="as" direction="in"/><arg name="StartupId" type="s" direction="in"/></method>
    <method name="ShowFolders"><arg name="URIs" type="as" direction="in"/><arg name="StartupId" type="s" direction="in"/></method>
    <method name="ShowItemProperties"><arg name="URIs" type="as" direction="in"/><arg name="StartupId" type="s" direction="in"/></method>
  </interface>
</node>"""
loop = GLib.MainLoop()


def called(connection, sender, path, interface, method, parameters, invocation):
    uris, _ = parameters.unpack()
    if method == "ShowItems":
        with open(out, "a") as shown:
            shown.write("".join(uri + "\n" for uri in uris))
    invocation.return_value(None)


def acquired(connection, name):
    with open(out + ".ready", "w") as ready:
        ready.write("ready\n")


def got_bus(connection, name):
    node = Gio.DBusNodeInfo.new_for_xml(INTERFACE)
    connection.register_object("/org/freedesktop/FileManager1", node.interfaces[0], called, None, None)


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.FileManager1", Gio.BusNameOwnerFlags.NONE,
                 got_bus, acquired, lambda *_: loop.quit())
GLib.timeout_add(int(seconds * 1000), loop.quit)
loop.run()
