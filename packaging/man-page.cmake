# Writes a program's man page from its own --help and --version (help2man), gzipped as Debian wants
# it (gzip -9n). Run by the build, so the page never drifts from the program:
#   cmake -DPROGRAM=path -DNAME="what it is" -DVERSION=x.y.z -DOUT=prog.1.gz -DWORK=dir -DDATE_EPOCH=secs
#         -P man-page.cmake
# The version is given, not read from --version: the app's says "Arbiter x.y.z", and help2man would
# name the page after that first word instead of the command (tests/package checks both agree).
foreach(var IN ITEMS PROGRAM NAME VERSION OUT WORK DATE_EPOCH)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "man-page.cmake: -D${var}=... is required")
    endif()
endforeach()

# The app's help names its default log file under the home folder. HOME="~" prints it as the reader
# knows it, never the builder's home; the app makes that folder, a "~" folder inside WORK here.
file(MAKE_DIRECTORY "${WORK}")
set(ENV{HOME} "~")
unset(ENV{XDG_DATA_HOME})
set(ENV{QT_QPA_PLATFORM} offscreen)
# help2man dates the page from SOURCE_DATE_EPOCH: the release's day, so a rebuild gives the same page.
set(ENV{SOURCE_DATE_EPOCH} "${DATE_EPOCH}")

get_filename_component(program_name "${PROGRAM}" NAME)
set(page "${WORK}/${program_name}.1")
execute_process(COMMAND help2man --no-info --section=1 "--name=${NAME}" "--version-string=${VERSION}"
                        "--output=${page}" "${PROGRAM}"
                WORKING_DIRECTORY "${WORK}" COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND gzip -9nc "${page}" OUTPUT_FILE "${OUT}" COMMAND_ERROR_IS_FATAL ANY)
