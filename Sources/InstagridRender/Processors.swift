import Glibc

public enum Processors {
    public static var online: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
