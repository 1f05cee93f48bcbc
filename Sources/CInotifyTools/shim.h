// libinotifytools 3.22 (Debian's libinotifytools0-dev) and the kernel's inotify constants.
#include <sys/inotify.h>
#include <inotifytools/inotifytools.h>
